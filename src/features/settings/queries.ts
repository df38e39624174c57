import { queryOptions } from '@tanstack/react-query'
import { fetchProfile } from './api'

export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.profile(), queryFn: fetchProfile })
}
