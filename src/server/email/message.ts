/** An email as the site writes it: the plain text and the HTML say the same. */
export interface EmailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** Lines appended to a message (the « Mes données » link every email to a visitor ends with). */
export interface EmailFooter {
  text: string
  html: string
}

export const withFooter = (message: EmailMessage, footer: EmailFooter): EmailMessage => ({
  ...message,
  text: message.text + footer.text,
  html: message.html + footer.html,
})
