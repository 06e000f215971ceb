// Who is signed in, on the server, for the sign-in screens' getServerSideProps. Clerk is
// imported here only when called, and the proxy only calls it with sign-in enabled.
import type { GetServerSidePropsContext } from 'next'

export interface ServerSession {
  userId: string | null
  /** Clerk's server state for its provider, so the first render already knows the user. */
  clerkProps: Record<string, unknown>
}

export async function readServerSession(req: GetServerSidePropsContext['req']): Promise<ServerSession> {
  const { getAuth, buildClerkProps } = await import('@clerk/nextjs/server')
  const { userId } = getAuth(req)
  return { userId: userId ?? null, clerkProps: buildClerkProps(req) }
}
