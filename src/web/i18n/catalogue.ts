// The shape every language's catalogue must have: English's keys, each with some string.
// A key missing from a translation, or one English lacks, is a type error.
import type { en } from './en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Catalogue = Shape<typeof en>;
