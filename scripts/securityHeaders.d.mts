import type { Plugin } from 'vite'

export function pageContentSecurityPolicy(html: string): string
export function securityHeaders(): Plugin
