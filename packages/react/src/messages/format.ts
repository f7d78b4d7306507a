// The formatter lives in core so the embedded wallet's vault formats its texts without React.
export { formatMessage as format, type MessageValues, messageArguments } from '@portico/core'
