import type { ColumnType } from 'kysely'

export type OnrampOrderStatus = 'pending' | 'paid' | 'completed' | 'failed'

export type OnrampOrdersTable = {
  id: string
  project_id: string
  provider: string
  caip_network_id: string
  token_address: string
  symbol: string
  decimals: number
  destination: string
  payment_currency: string
  payment_amount: string
  purchase_amount: string
  status: OnrampOrderStatus
  tx_hash: string | null
  error: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  paid_at: Date | null
}

export type OnrampTables = { onramp_orders: OnrampOrdersTable }
