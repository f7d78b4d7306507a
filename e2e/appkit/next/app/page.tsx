import { Status } from './status'

export default function Home() {
  return (
    <main>
      <h1>AppKit dapp</h1>
      <appkit-button />
      <Status />
    </main>
  )
}
