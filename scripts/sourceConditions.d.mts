export const SOURCE_CONDITION: 'portico-source'
export const sourceConditions: {
  resolve: { conditions: string[] }
  ssr: { resolve: { conditions: string[] } }
}
