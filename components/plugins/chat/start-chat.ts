// How each chat service starts: its script (values as attributes or URL-encoded) and, where
// the service wants one, a configuration object set as data before the script runs.
import { loadScript } from '@/lib/plugins/load-asset'
import type { ChatPlugin } from '@/lib/plugins/types'

interface ChatWindow {
  embeddedChatbotConfig?: { chatbotId: string; domain: string }
  difyChatbotConfig?: { token: string; baseUrl: string }
  CozeWebSDK?: { WebChatClient: new (options: Record<string, unknown>) => unknown }
}

const CHATBASE_DOMAIN = 'www.chatbase.co'

export function startChat(chat: ChatPlugin): Promise<boolean> {
  const w = window as unknown as ChatWindow
  switch (chat.provider) {
    case 'chatbase':
      w.embeddedChatbotConfig = { chatbotId: chat.id, domain: CHATBASE_DOMAIN }
      return loadScript(`https://${CHATBASE_DOMAIN}/embed.min.js`, {
        attributes: { chatbotId: chat.id, domain: CHATBASE_DOMAIN },
      })
    case 'dify':
      w.difyChatbotConfig = { token: chat.token, baseUrl: chat.baseUrl }
      return loadScript(`${chat.baseUrl}/embed.min.js`, { attributes: { id: chat.token } })
    case 'coze':
      return loadScript(chat.sdkUrl).then((ok) => {
        const Client = w.CozeWebSDK?.WebChatClient
        if (!ok || !Client) return false
        new Client({ config: { bot_id: chat.botId }, componentProps: { title: chat.title } })
        return true
      })
    case 'webwhiz':
      return loadScript(chat.scriptUrl, {
        attributes: { id: '__webwhizSdk__', baseUrl: chat.baseUrl, chatbotId: chat.chatbotId },
      })
    case 'tidio':
      return loadScript(`https://code.tidio.co/${encodeURIComponent(chat.publicKey)}.js`)
  }
}
