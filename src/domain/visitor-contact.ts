import { z } from 'zod'
import { emailAddress } from './email-address'

/** Name and email as the start modal asks them (spec part 2 §5): trimmed, required, at most 100 characters. */
export const visitorContactSchema = z.object({
  name: z.string().trim().min(1, 'Le nom est obligatoire').max(100, '100 caractères au maximum'),
  email: z
    .string()
    .trim()
    .min(1, 'L’email est obligatoire')
    .max(100, '100 caractères au maximum')
    .pipe(emailAddress('Email invalide'))
    .transform((email) => email.toLowerCase()),
})

export type VisitorContact = z.infer<typeof visitorContactSchema>
