import type { DateField } from 'payload'

type DatePickerSettings = NonNullable<NonNullable<DateField['admin']>['date']>

/**
 * How the admin shows and picks dates: French day/month order and a 24-hour clock. Payload's defaults are
 * American (« déc. 5, 2026 2:30 PM », « 11/24/2026 »), where staff could read 11/24 as a day and a month.
 */
export const DAY_AND_TIME: DatePickerSettings = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd/MM/yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 15,
  overrides: { timeCaption: 'Heure' },
}

export const DAY_ONLY: DatePickerSettings = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' }
