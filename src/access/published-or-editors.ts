import type { Access } from 'payload'
import { isEditor } from './editors'

export const publishedOrEditors: Access = ({ req: { user } }) => (isEditor(user) ? true : { _status: { equals: 'published' } })
