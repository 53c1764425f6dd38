/** The brand's compass mark (decorative: the link around it carries the name). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#1d4ed8" />
      <circle cx="20" cy="20" r="13.5" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="2" />
      <path d="M20 8.5 24.2 20 20 31.5 15.8 20Z" fill="#fff" />
      <path d="M20 8.5 24.2 20h-8.4Z" fill="#fb923c" />
      <circle cx="20" cy="20" r="2.2" fill="#1d4ed8" />
    </svg>
  )
}
