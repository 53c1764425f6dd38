import type { CollectionConfig } from 'payload'
import { Users } from './Users'
import { Media } from './Media'
import { Questions } from './Questions'
import { Profiles } from './Profiles'
import { Articles } from './Articles'
import { Pages } from './Pages'
import { Testimonials } from './Testimonials'
import { Faqs } from './Faqs'
import { Leads } from './Leads'
import { RiasecResults } from './RiasecResults'
import { Orders } from './Orders'
import { CoachingBookings } from './CoachingBookings'
import { PromoCodes } from './PromoCodes'
import { PaymentEvents } from './PaymentEvents'
import { OutboxEmails } from './OutboxEmails'
import { AccessLinks } from './AccessLinks'

export const collections: CollectionConfig[] = [
  Leads,
  RiasecResults,
  Orders,
  CoachingBookings,
  Questions,
  Profiles,
  Articles,
  Pages,
  Testimonials,
  Faqs,
  Media,
  PromoCodes,
  PaymentEvents,
  OutboxEmails,
  AccessLinks,
  Users,
]
