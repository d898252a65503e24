import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// A screen's first render imports its lazy chunk through Jest's transform; on a busy 2-core CI machine that
// can pass Testing Library's 1 s default for findBy and waitFor, so tests wait up to 5 s (jest.config.ts
// gives each test 15 s).
configure({ asyncUtilTimeout: 5000 })
