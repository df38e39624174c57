import { lazy } from 'react'
import { withTexts } from '../../lib/i18n/i18n'

/** The signed-in person's parts of the shell (signed-in-person.tsx), each loaded when first drawn. */
const load = () => withTexts(['people'], () => import('./signed-in-person'))

export const PersonLine = lazy(() => load().then((module) => ({ default: module.PersonLine })))
export const SessionRefresh = lazy(() =>
  load().then((module) => ({ default: module.SessionRefresh })),
)
export const NoAccess = lazy(() => load().then((module) => ({ default: module.NoAccess })))
/** 'Confirm it's you' for the guarded calls: on the screens that make them, never a cold counter. */
export const StepUpHost = lazy(() => load().then((module) => ({ default: module.StepUpHost })))
