import type { GlobalConfig } from 'payload'
import { SiteSettings } from './SiteSettings'
import { HomePage } from './HomePage'
import { SampleReport } from './SampleReport'
import { TermsOfSale } from './TermsOfSale'
import { InterfaceTexts } from './InterfaceTexts'

export const globals: GlobalConfig[] = [HomePage, InterfaceTexts, SampleReport, SiteSettings, TermsOfSale]
