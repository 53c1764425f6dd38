import type { GlobalConfig } from 'payload'
import { SiteSettings } from './SiteSettings'
import { HomePage } from './HomePage'
import { SampleReport } from './SampleReport'
import { TermsOfSale } from './TermsOfSale'

export const globals: GlobalConfig[] = [HomePage, SampleReport, SiteSettings, TermsOfSale]
