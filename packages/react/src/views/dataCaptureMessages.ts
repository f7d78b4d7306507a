import type { ViewCatalogue } from '../messages/index.ts'

/** DataCapture's texts, in its chunk rather than in the page's first download. */
export const DATA_CAPTURE_MESSAGES = {
  id: 'dataCapture',
  en: {
    dataCaptureTitle: 'Get updates from {name}',
    dataCaptureText: 'Leave your email to hear about news and offers. You can unsubscribe at any time.',
    emailConsent: 'I agree that {name} may email me',
    consentRequired: 'Tick the box to agree, or skip this step',
    invalidEmail: 'Enter a valid email address',
    continue: 'Continue',
    skip: 'Skip',
    saving: 'Saving…',
    emailSaved: 'Email saved',
  },
} as const satisfies ViewCatalogue
