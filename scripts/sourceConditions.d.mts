export const SOURCE_CONDITION: 'portico-source'
export const sourceConditions: {
  resolve: { conditions: string[] }
  ssr: { resolve: { conditions: string[] } }
}
export const testSourceConditions: {
  resolve: { conditions: string[] }
  ssr: { resolve: { conditions: string[] } }
  environments: { __vitest__: { resolve: { conditions: string[] } } }
}
