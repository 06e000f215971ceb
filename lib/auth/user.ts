// What the site shows of a signed-in user: plain data, independent of Clerk's classes.

export interface AuthUser {
  id: string
  /** Full name, else user name, else e-mail address. */
  name: string
  email: string
  imageUrl: string
}

/** The fields of Clerk's user object that are read (kept structural so tests need no Clerk). */
export interface ClerkUserLike {
  id: string
  fullName?: string | null
  username?: string | null
  imageUrl?: string | null
  primaryEmailAddress?: { emailAddress: string } | null
}

export function toAuthUser(user: ClerkUserLike): AuthUser {
  const email = user.primaryEmailAddress?.emailAddress ?? ''
  return {
    id: user.id,
    name: user.fullName?.trim() || user.username?.trim() || email,
    email,
    imageUrl: user.imageUrl ?? '',
  }
}

export type AuthState =
  | { enabled: false }
  | {
      enabled: true
      /** False until Clerk has loaded in the browser (then signedIn is meaningful). */
      loaded: boolean
      signedIn: boolean
      user: AuthUser | null
    }

export const AUTH_OFF: AuthState = { enabled: false }
