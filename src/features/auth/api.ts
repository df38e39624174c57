import * as z from 'zod/mini'
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client'

// zod/mini keeps the sign-in path light: /login has a tight JavaScript budget.
const loginResponseSchema = z.object({
  success: z.boolean(),
  data: z.optional(
    z.object({
      token: z.string(),
      merchant: z.looseObject({
        business_name: z.optional(z.nullable(z.string())),
        name: z.optional(z.nullable(z.string())),
        email: z.optional(z.nullable(z.string())),
        show_rates_to_merchant: z.optional(z.nullable(z.union([z.number(), z.boolean()]))),
      }),
    }),
  ),
  error: z.optional(z.object({ message: z.optional(z.string()) })),
})

export type LoginResult = NonNullable<z.infer<typeof loginResponseSchema>['data']>

export const loginInputSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
})

export const LOGIN_REQUIRED_MESSAGE = 'Please enter both username/email and password'

export class LoginRejectedError extends Error {}

/** POST /merchant/auth/login. Rejections carry the server's message, else 'Authentication failed'. */
export async function login(identifier: string, password: string): Promise<LoginResult> {
  let body: unknown
  try {
    body = await apiRequest('/merchant/auth/login', {
      method: 'POST',
      body: { identifier, password },
    })
  } catch (error) {
    // An HTTP rejection (401, 429, 400…) is a refused sign-in: the server's text, else the
    // SPEC's fallback. No connection or a timeout stays an ApiError ('Login failed' on screen).
    if (error instanceof ApiError && error.kind === 'http') {
      throw new LoginRejectedError(errorMessage(error, 'Authentication failed'))
    }
    throw error
  }
  const parsed = loginResponseSchema.safeParse(body)
  if (!parsed.success || !parsed.data.success || !parsed.data.data) {
    throw new LoginRejectedError(
      (parsed.success && parsed.data.error?.message) || 'Authentication failed',
    )
  }
  return parsed.data.data
}
