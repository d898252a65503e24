import { createContext, useContext } from 'react'
import type { Session } from './useSessionCheck'

export const SessionContext = createContext<Session>({ status: 'checking' })

export const useSession = () => useContext(SessionContext)
