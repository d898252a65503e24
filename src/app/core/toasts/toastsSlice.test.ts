import { selectToasts, toastDismissed, toastShown, toastsSlice } from './toastsSlice'

const reduce = (...actions: ReturnType<typeof toastShown | typeof toastDismissed>[]) =>
  actions.reduce(toastsSlice.reducer, toastsSlice.getInitialState())

describe('the toasts', () => {
  it('stack newest last, five at most', () => {
    const state = reduce(
      ...[1, 2, 3, 4, 5, 6].map((n) => toastShown({ tone: 'success', message: `Saved ${n}` })),
    )
    expect(state.map((toast) => toast.message)).toEqual([
      'Saved 2',
      'Saved 3',
      'Saved 4',
      'Saved 5',
      'Saved 6',
    ])
  })

  it('show a message once: the same again replaces it at the top with a new id, so its clock starts again', () => {
    const first = reduce(
      toastShown({ tone: 'error', message: 'Some unknown error has occured' }),
      toastShown({ tone: 'success', message: 'Saved' }),
    )
    const again = toastsSlice.reducer(
      first,
      toastShown({ tone: 'error', message: 'Some unknown error has occured' }),
    )
    expect(again.map((toast) => toast.message)).toEqual(['Saved', 'Some unknown error has occured'])
    expect(again[1].id).not.toBe(first[0].id)
  })

  it('keep toasts apart that differ in tone or title', () => {
    const state = reduce(
      toastShown({ tone: 'error', message: 'Busy' }),
      toastShown({ tone: 'info', message: 'Busy' }),
      toastShown({ tone: 'error', title: 'Receipt', message: 'Busy' }),
    )
    expect(state).toHaveLength(3)
  })

  it('dismiss one by id', () => {
    const state = reduce(
      toastShown({ tone: 'info', message: 'A' }),
      toastShown({ tone: 'info', message: 'B' }),
    )
    const left = toastsSlice.reducer(state, toastDismissed(state[0].id))
    expect(selectToasts({ toasts: left }).map((toast) => toast.message)).toEqual(['B'])
  })
})
