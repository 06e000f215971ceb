import { render, waitFor } from '@testing-library/react'
import { ChatPlugin } from '@/components/plugins/chat/ChatPlugin'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { selectChat } from '@/lib/plugins/select/widgets'
import type { ChatPlugin as ChatConfig } from '@/lib/plugins/types'
import { finishScript, resetPluginWorld, scriptBySrc, scriptSrcs } from './helpers'

type W = Record<string, unknown>
const w = window as unknown as W

beforeEach(resetPluginWorld)

async function start(config: ChatConfig) {
  render(<ChatPlugin config={config} />)
  expect(scriptSrcs()).toEqual([])
  await waitFor(() => expect(scriptSrcs()).toHaveLength(1))
  return document.querySelector('script') as HTMLScriptElement
}

describe('chat bots', () => {
  it('Chatbase: config object and script attributes carry the bot id', async () => {
    const script = await start({ provider: 'chatbase', id: 'bot-1' })
    expect(script.getAttribute('src')).toBe('https://www.chatbase.co/embed.min.js')
    expect(script.getAttribute('chatbotId')).toBe('bot-1')
    expect(w.embeddedChatbotConfig).toEqual({ chatbotId: 'bot-1', domain: 'www.chatbase.co' })
  })

  it('Dify: config object, embed script from the base URL with the token as its id', async () => {
    const script = await start({ provider: 'dify', token: 'tok', baseUrl: 'https://udify.app' })
    expect(script.getAttribute('src')).toBe('https://udify.app/embed.min.js')
    expect(script.id).toBe('tok')
    expect(w.difyChatbotConfig).toEqual({ token: 'tok', baseUrl: 'https://udify.app' })
  })

  it('Coze: loads the SDK, then creates the web chat with bot id and title', async () => {
    await start({ provider: 'coze', botId: '42', title: 'Ask me', sdkUrl: 'https://sdk.example.com/coze.js' })
    const created = vi.fn()
    w.CozeWebSDK = {
      WebChatClient: function WebChatClient(options: unknown) {
        created(options)
      },
    }
    await finishScript('sdk.example.com/coze.js')
    expect(created).toHaveBeenCalledWith({ config: { bot_id: '42' }, componentProps: { title: 'Ask me' } })
  })

  it('WebWhiz: script with the SDK id, base URL and bot id as attributes', async () => {
    const script = await start({
      provider: 'webwhiz',
      chatbotId: 'w1',
      baseUrl: 'https://api.webwhiz.ai',
      scriptUrl: 'https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js',
    })
    expect(script.id).toBe('__webwhizSdk__')
    expect(script.getAttribute('baseUrl')).toBe('https://api.webwhiz.ai')
    expect(script.getAttribute('chatbotId')).toBe('w1')
  })

  it('WebWhiz by default: the pinned host-page SDK of its embed code, with the API server', async () => {
    const chat = selectChat(resolveSiteConfig({ env: { WEBWHIZ_CHATBOT_ID: 'w1' } }).config)
    const script = await start(chat as ChatConfig)
    // Not www.webwhiz.ai/widget.js: that is the code inside the chat iframe, not for host pages.
    expect(script.getAttribute('src')).toBe('https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js')
    expect(script.id).toBe('__webwhizSdk__')
    expect(script.getAttribute('chatbotId')).toBe('w1')
    expect(script.getAttribute('baseUrl')).toBe('https://api.webwhiz.ai')
  })

  it('Tidio: the public key in the script path, URL-encoded', async () => {
    await start({ provider: 'tidio', publicKey: 'abc123' })
    expect(scriptBySrc('code.tidio.co')?.getAttribute('src')).toBe('https://code.tidio.co/abc123.js')
  })
})
