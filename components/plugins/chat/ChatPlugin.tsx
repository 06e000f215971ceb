// The configured chat bot: its own floating widget, started once the page is interactive.
import type { ChatPlugin as ChatConfig } from '@/lib/plugins/types'
import { useAfterInteractive } from '../useAfterInteractive'
import { startChat } from './start-chat'

let started = false

export function ChatPlugin({ config }: { config: ChatConfig }) {
  useAfterInteractive(() => {
    if (started) return
    started = true
    startChat(config).catch((error: unknown) => console.warn('[plugins] the chat bot failed to start', error))
  }, [config])
  return null
}

/** Tests only. */
export function forgetStartedChat(): void {
  started = false
}
