// The web client runs in a browser: DOM types and Vite's client types for this folder.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference types="vite/client" />
