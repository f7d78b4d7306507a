import { findAuth } from '@portico/auth'
import { type Features, isEmailCaptureOn, type Portico } from '@portico/core'
import { usePortico } from '@portico/react'
import { type ReactNode, useSyncExternalStore } from 'react'
import { CHAIN_FAMILIES, CHAINS, type ChainFamily, DEMO_SOCIALS, PROJECT_ID } from './portico.ts'

/** The project `npm start` creates with email capture on as well as every login door. */
const CAPTURE_PROJECT_ID = 'portico-demo-capture'

const SOCIAL_NAMES: Record<(typeof DEMO_SOCIALS)[number], string> = {
  google: 'Google',
  github: 'GitHub',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

const CHAIN_SWITCHES: Record<ChainFamily, { label: string; hint: string }> = {
  evm: { label: 'EVM', hint: 'Portico Devnet A and B (chains 31337, 31338)' },
  solana: { label: 'Solana', hint: 'The local Solana chain' },
  bitcoin: { label: 'Bitcoin', hint: 'The local regtest chain' },
}

function useOptions(portico: Portico) {
  return useSyncExternalStore(
    portico.optionsStore.subscribe,
    portico.optionsStore.getState,
    portico.optionsStore.getState,
  )
}

/** One labelled switch row of the panel. */
export function Switch(props: {
  label: string
  hint: ReactNode
  checked: boolean
  disabled?: boolean | undefined
  onChange: (checked: boolean) => void
}) {
  return (
    <label className={props.disabled ? 'switch-row disabled' : 'switch-row'}>
      <span>
        {props.label}
        <small>{props.hint}</small>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={props.checked}
        aria-checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
    </label>
  )
}

/**
 * The login doors: email and each social provider. The server's project opens them (`portico-local` opens
 * all of them under `npm start`); a switch keeps one shut in this page, at once and without a reload.
 */
export function Doors() {
  const portico = usePortico()
  const { options, features, remoteFeatures } = useOptions(portico)
  const local: Features = options.features ?? {}
  const localSocials = Array.isArray(local.socials) ? local.socials : []
  const remoteSocials = remoteFeatures?.socials
  const setLocal = (changes: Features) => portico.setFeatures({ ...local, ...changes })
  const projectOff = 'Off in this project (the server’s project config)'
  return (
    <fieldset>
      <legend>Login</legend>
      <Switch
        label="Email"
        hint={remoteFeatures?.email === false ? projectOff : 'A one-time code from the local mail catcher'}
        checked={Boolean(features.email)}
        disabled={remoteFeatures?.email === false}
        onChange={(checked) => setLocal({ email: checked })}
      />
      {DEMO_SOCIALS.map((social) => {
        const offered =
          remoteFeatures === undefined || (Array.isArray(remoteSocials) && remoteSocials.includes(social))
        const on = Array.isArray(features.socials) && features.socials.includes(social)
        return (
          <Switch
            key={social}
            label={SOCIAL_NAMES[social]}
            hint={
              !offered
                ? projectOff
                : social === 'farcaster'
                  ? 'A QR code the local Farcaster relay approves'
                  : 'A test user of the local OpenID provider'
            }
            checked={on}
            disabled={!offered}
            onChange={(checked) => {
              const next = DEMO_SOCIALS.filter((entry) =>
                entry === social ? checked : localSocials.includes(entry),
              )
              setLocal({ socials: next.length > 0 ? next : false })
            }}
          />
        )
      })}
    </fieldset>
  )
}

/**
 * Email capture asks for the visitor's email before sign-in. Only a project with it on can ask, so in
 * another project the switch reloads into `?projectId=portico-demo-capture`; there it turns capture off and
 * on at once.
 */
export function EmailCaptureSwitch() {
  const portico = usePortico()
  const { options, remoteFeatures } = useOptions(portico)
  const local: Features = options.features ?? {}
  const offered =
    remoteFeatures === undefined ? PROJECT_ID === CAPTURE_PROJECT_ID : isEmailCaptureOn(remoteFeatures)
  return (
    <Switch
      label="Email capture"
      hint={
        offered
          ? 'Asks for the visitor’s email after connecting, before the signature'
          : 'Reloads into the project npm start creates with email capture on'
      }
      checked={offered && local.emailCapture !== false}
      onChange={(checked) => {
        if (offered) {
          portico.setFeatures({ ...local, emailCapture: checked ? undefined : false })
          return
        }
        const url = new URL(window.location.href)
        url.searchParams.set('projectId', CAPTURE_PROJECT_ID)
        window.location.assign(url)
      }}
    />
  )
}

/** Each chain family on or off; the page reloads with the choice in `?chains=`. */
export function Chains() {
  return (
    <fieldset>
      <legend>Chains</legend>
      {CHAIN_FAMILIES.map((family) => {
        const on = CHAINS.includes(family)
        return (
          <Switch
            key={family}
            label={CHAIN_SWITCHES[family].label}
            hint={`${CHAIN_SWITCHES[family].hint} (reloads)`}
            checked={on}
            // One chain always stays: a dapp needs a network.
            disabled={on && CHAINS.length === 1}
            onChange={(checked) => {
              const next = CHAIN_FAMILIES.filter((entry) =>
                entry === family ? checked : CHAINS.includes(entry),
              )
              const url = new URL(window.location.href)
              if (next.length === CHAIN_FAMILIES.length) url.searchParams.delete('chains')
              else url.searchParams.set('chains', next.join(','))
              window.location.assign(url)
            }}
          />
        )
      })}
    </fieldset>
  )
}

const NO_ACCOUNT_TYPE = () => () => undefined

/**
 * The embedded wallet's EVM account: an ERC-4337 smart account (the default, gas paid by the local
 * bundler's paymaster) or the login key's own address. The vault registers once the adapters are set up,
 * so the switch follows the connectors store until it is there.
 */
export function SmartAccountSwitch() {
  const portico = usePortico()
  useSyncExternalStore(
    portico.connectors.store.subscribe,
    portico.connectors.store.getState,
    portico.connectors.store.getState,
  )
  const handle = findAuth(portico.shared)
  const smart = useSyncExternalStore(
    handle?.account.subscribe ?? NO_ACCOUNT_TYPE,
    () => handle?.account.get().preferredAccountType === 'smartAccount',
    () => true,
  )
  const available = Boolean(handle?.smartAccountFactory)
  return (
    <Switch
      label="Smart account"
      hint={
        available
          ? 'Email and social logins get an ERC-4337 account on Devnet A; off: the key’s own address'
          : 'Needs the EVM chains'
      }
      checked={available && smart}
      disabled={!available}
      onChange={(checked) => handle?.account.set({ preferredAccountType: checked ? 'smartAccount' : 'eoa' })}
    />
  )
}
