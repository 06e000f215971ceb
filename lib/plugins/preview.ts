// Whether this process renders an owner's preview (analytics stay off there unless asked).
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NODE_ENV === 'development') return true
  if (env.VERCEL_ENV === 'preview') return true
  // Netlify's deploy previews and branch deploys.
  return env.CONTEXT === 'deploy-preview' || env.CONTEXT === 'branch-deploy'
}
