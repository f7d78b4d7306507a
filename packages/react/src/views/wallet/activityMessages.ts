import type { ViewCatalogue } from '../../messages/index.ts'

/** The Activity tab's texts, in its chunk rather than in the page's first download. */
export const ACTIVITY_MESSAGES = {
  id: 'activity',
  en: {
    loadingActivity: 'Loading activity',
    noActivity: 'No activity yet',
    noActivityText: 'Transactions of this account will show up here.',
    activityUnavailable: 'Activity could not be loaded',
    activitySent: 'Sent',
    activityReceived: 'Received',
    activitySwapped: 'Swapped',
    activityMinted: 'Minted',
    activityBurned: 'Burned',
    activityApproved: 'Approved',
    activityDeployed: 'Deployed',
    activityExecuted: 'Contract call',
    activityFailed: 'Failed',
    activityPending: 'Pending',
    activityFrom: 'From {address}',
    activityTo: 'To {address}',
    viewOnExplorer: 'View on {explorer}',
  },
} as const satisfies ViewCatalogue
