// What the visitor typed in the top bar's filter box, shared by the frame (which draws the box)
// and the home page's directory (which narrows its cards to it).
import { createContext, useContext, useState, type ReactNode } from 'react'

interface DirectoryFilter {
  text: string
  setText: (text: string) => void
}

const Context = createContext<DirectoryFilter>({ text: '', setText: () => {} })

export function DirectoryFilterProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('')
  return <Context value={{ text, setText }}>{children}</Context>
}

export const useDirectoryFilter = (): DirectoryFilter => useContext(Context)
