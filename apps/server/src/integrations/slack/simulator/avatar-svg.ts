/** A picture for a simulated member: a portrait-like silhouette on the member's colour, so it differs from initials. */
export function avatarSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${color}"/><stop offset="1" stop-color="#1d2733"/></linearGradient></defs>
<rect width="192" height="192" fill="url(#g)"/>
<circle cx="96" cy="76" r="36" fill="#f3dcc6"/>
<path d="M28 192c6-44 34-66 68-66s62 22 68 66z" fill="#f7f9fb" opacity="0.92"/>
</svg>`;
}
