/** A social provider's name as shown: 'google' → 'Google'. */
export function socialName(social: string): string {
  if (social === 'x') return 'X'
  if (social === 'github') return 'GitHub'
  return social.charAt(0).toUpperCase() + social.slice(1)
}
