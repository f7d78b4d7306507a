import type { Features } from '@portico/core'
import { type Locale, useLocale, usePortico, usePorticoState } from '@portico/react'
import { useState, useSyncExternalStore } from 'react'
import { isDevWalletEnabled, setDevWalletEnabled } from './devWallet.ts'
import { Chains, Doors, EmailCaptureSwitch, SmartAccountSwitch } from './panelSwitches.tsx'
import { readSignInMode, type SignInMode, saveSignInMode, siwxOption } from './signIn.ts'

const ACCENTS = [
  { name: 'Portico', value: '' },
  { name: 'Violet', value: '#8b5cf6' },
  { name: 'Emerald', value: '#10b981' },
  { name: 'Amber', value: '#f59e0b' },
  { name: 'Rose', value: '#f43f5e' },
]

const FONTS = [
  { name: 'System', value: '' },
  { name: 'Serif', value: "Georgia, 'Times New Roman', serif" },
  { name: 'Mono', value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
]

/** Each locale in its own language, so a visitor finds theirs whatever the page shows. */
const LANGUAGES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ru: 'Русский',
  tr: 'Türkçe',
  ar: 'العربية',
}

const SIGN_IN_MODES: { value: SignInMode; label: string; hint: string }[] = [
  { value: 'off', label: 'Off', hint: 'Connecting asks for no signature.' },
  {
    value: 'optional',
    label: 'Optional',
    hint: 'After connecting, the wallet signs a sign-in message and the server keeps the session; cancelling keeps the connection.',
  },
  {
    value: 'required',
    label: 'Required',
    hint: 'The sign view cannot be closed; cancelling disconnects.',
  },
]

type Toggle = { key: keyof Features; label: string; hint: string }

const LOCAL_TOGGLES: Toggle[] = [
  { key: 'allWallets', label: 'All Wallets entry', hint: 'Browse the whole directory' },
  { key: 'legalCheckbox', label: 'Legal notice', hint: 'Terms line under the list' },
]

/** The live customization panel: theme mode, language, accent, radius, font and features. */
export function Panel() {
  const portico = usePortico()
  const { themeMode } = usePorticoState()
  const { locale, setLocale } = useLocale()
  const optionsState = useSyncExternalStore(
    portico.optionsStore.subscribe,
    portico.optionsStore.getState,
    portico.optionsStore.getState,
  )
  const [accent, setAccent] = useState('')
  const [radius, setRadius] = useState(4)
  const [font, setFont] = useState('')
  const [fontSize, setFontSize] = useState(10)
  const [signInMode, setSignInMode] = useState<SignInMode>(readSignInMode)
  const chooseSignIn = (mode: SignInMode) => {
    setSignInMode(mode)
    saveSignInMode(mode)
    portico.setSiwx(siwxOption(mode))
  }
  const local = optionsState.options.features
  const features = optionsState.features

  const setLocal = (changes: Features) => portico.setFeatures({ ...local, ...changes })

  return (
    <aside id="customize" className="card panel" aria-labelledby="panel-title">
      <div className="panel-head">
        <h2 id="panel-title">Customize</h2>
        <span className="badge">Live</span>
      </div>

      <fieldset>
        <legend>Theme</legend>
        <div className="segmented">
          {(['light', 'dark'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={themeMode === mode}
              onClick={() => portico.setThemeMode(mode)}
            >
              {mode === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>
          <label htmlFor="panel-language">Language</label>
        </legend>
        <select id="panel-language" value={locale} onChange={(event) => setLocale(event.target.value)}>
          {Object.entries(LANGUAGES).map(([tag, name]) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset>
        <legend>Accent</legend>
        <div className="swatches">
          {ACCENTS.map((option) => (
            <button
              key={option.name}
              type="button"
              className="swatch"
              aria-label={option.name}
              aria-pressed={accent === option.value}
              style={{ background: option.value || 'linear-gradient(135deg, #7b8cff, #4f5dff)' }}
              onClick={() => {
                setAccent(option.value)
                portico.setThemeVariables({ '--portico-accent': option.value || undefined })
              }}
            />
          ))}
          <label className="swatch custom" aria-label="Custom accent">
            <input
              type="color"
              value={accent || '#6b7bff'}
              onChange={(event) => {
                setAccent(event.target.value)
                portico.setThemeVariables({ '--portico-accent': event.target.value })
              }}
            />
          </label>
        </div>
      </fieldset>

      <PixelRange
        label="Corner radius"
        min={0}
        max={8}
        value={radius}
        onChange={(value) => {
          setRadius(value)
          portico.setThemeVariables({ '--portico-border-radius-master': `${value}px` })
        }}
      />

      <fieldset>
        <legend>Font</legend>
        <div className="segmented">
          {FONTS.map((option) => (
            <button
              key={option.name}
              type="button"
              aria-pressed={font === option.value}
              onClick={() => {
                setFont(option.value)
                portico.setThemeVariables({ '--portico-font-family': option.value || undefined })
              }}
            >
              {option.name}
            </button>
          ))}
        </div>
      </fieldset>

      <PixelRange
        label="Text size"
        min={8}
        max={12}
        value={fontSize}
        onChange={(value) => {
          setFontSize(value)
          portico.setThemeVariables({ '--portico-font-size-master': `${value}px` })
        }}
      />

      <fieldset>
        <legend>Features</legend>
        {LOCAL_TOGGLES.map((toggle) => (
          <label key={toggle.key} className="switch-row">
            <span>
              {toggle.label}
              <small>{toggle.hint}</small>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={Boolean(features[toggle.key])}
              aria-checked={Boolean(features[toggle.key])}
              onChange={(event) => setLocal({ [toggle.key]: event.target.checked })}
            />
          </label>
        ))}
      </fieldset>

      <Doors />

      <fieldset>
        <legend>Sign-in with the wallet</legend>
        <div className="segmented">
          {SIGN_IN_MODES.map((mode) => (
            <button
              key={mode.value}
              type="button"
              aria-pressed={signInMode === mode.value}
              onClick={() => chooseSignIn(mode.value)}
            >
              {mode.label}
            </button>
          ))}
        </div>
        <p className="panel-note">{SIGN_IN_MODES.find((mode) => mode.value === signInMode)?.hint}</p>
        <EmailCaptureSwitch />
      </fieldset>

      <Chains />

      <fieldset>
        <legend>Test wallets</legend>
        <SmartAccountSwitch />
        <label className="switch-row">
          <span>
            Portico Dev Wallet
            <small>A test wallet on the devnet accounts, injected like an extension (reloads)</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={isDevWalletEnabled()}
            aria-checked={isDevWalletEnabled()}
            onChange={(event) => setDevWalletEnabled(event.target.checked)}
          />
        </label>
      </fieldset>
    </aside>
  )
}

/** A slider in whole pixels with its value in the legend. */
function PixelRange({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string
  min: number
  max: number
  value: number
  onChange: (value: number) => void
}) {
  return (
    <fieldset>
      <legend>
        {label} <output>{value}px</output>
      </legend>
      <input
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-label={label}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </fieldset>
  )
}
