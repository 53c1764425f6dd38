import type { GlobalConfig } from 'payload'
import { SiteSettings } from './SiteSettings'
import { HomePage } from './HomePage'
import { SampleReport } from './SampleReport'
import { TermsOfSale } from './TermsOfSale'
import { InterfaceTexts } from './InterfaceTexts'
import { ReportTexts } from './ReportTexts'

export const globals: GlobalConfig[] = [HomePage, InterfaceTexts, ReportTexts, SampleReport, SiteSettings, TermsOfSale]
