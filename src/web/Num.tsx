// A number that flashes briefly when it changes (remounting replays the CSS animation).
export function Num({ value, className = '' }: { value: number; className?: string }) {
  return <span key={value} className={`num bump ${className}`}>{value}</span>;
}
