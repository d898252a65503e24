import { makeStore } from '../store'
import { pushLazyPanel } from './pushLazyPanel'
import {
  allPanelsClosed,
  backdropClickCloses,
  backdropConfigured,
  backdropZIndex,
  defaultBackdrop,
  panelClosed,
  panelOffset,
  panelPushed,
  panelZIndex,
  selectBackdropVisible,
  selectSheetStack,
  selectTopPanel,
  topPanelClosed,
  topPanelUpdated,
} from './sideSheetSlice'

const stackOf = (store: ReturnType<typeof makeStore>) => selectSheetStack(store.getState())

describe('side sheet slice', () => {
  it('starts empty with the backdrop config of spec §9', () => {
    const store = makeStore()
    expect(stackOf(store)).toEqual([])
    expect(store.getState().sideSheet.backdrop).toEqual({
      enabled: true,
      blur: true,
      clickToClose: true,
      opacity: 0.5,
      color: 'rgba(0, 0, 0, 0.5)',
      animationDuration: 200,
      zIndex: 40,
    })
  })

  it('pushes a panel with a timestamp id, width 400 by default and empty props', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_732_262_400_000)
    const store = makeStore()
    store.dispatch(panelPushed({ kind: 'bed', title: 'Bed A-101' }))
    expect(stackOf(store)).toEqual([
      { id: 1_732_262_400_000, kind: 'bed', title: 'Bed A-101', width: 400, props: {} },
    ])
  })

  it('keeps ids unique when two panels are pushed in the same millisecond', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1000)
    const store = makeStore()
    store.dispatch(panelPushed({ kind: 'a' }))
    store.dispatch(panelPushed({ kind: 'b' }))
    expect(stackOf(store).map((panel) => panel.id)).toEqual([1000, 1001])
  })

  it('updates any field of the top panel except its id', () => {
    const store = makeStore()
    store.dispatch(panelPushed({ kind: 'a', title: 'First' }))
    store.dispatch(panelPushed({ kind: 'b', title: 'Second', width: 500 }))
    const { id } = selectTopPanel(store.getState())!
    store.dispatch(
      topPanelUpdated({
        title: 'Renamed',
        width: 600,
        props: { x: 1 },
        backdropClosable: false,
        hasBackdrop: false,
        id: 7,
      } as never),
    )
    expect(selectTopPanel(store.getState())).toEqual({
      id,
      kind: 'b',
      title: 'Renamed',
      width: 600,
      props: { x: 1 },
      backdropClosable: false,
      hasBackdrop: false,
    })
    expect(stackOf(store)[0].title).toBe('First')
  })

  it('closes by id, the top panel, and all panels', () => {
    const store = makeStore()
    store.dispatch(panelPushed({ kind: 'a' }))
    store.dispatch(panelPushed({ kind: 'b' }))
    store.dispatch(panelPushed({ kind: 'c' }))
    store.dispatch(panelClosed(stackOf(store)[1].id))
    expect(stackOf(store).map((panel) => panel.kind)).toEqual(['a', 'c'])
    store.dispatch(topPanelClosed())
    expect(stackOf(store).map((panel) => panel.kind)).toEqual(['a'])
    store.dispatch(panelPushed({ kind: 'd' }))
    store.dispatch(allPanelsClosed())
    expect(stackOf(store)).toEqual([])
  })

  it('ignores update and close-top on an empty stack', () => {
    const store = makeStore()
    store.dispatch(topPanelUpdated({ title: 'x' }))
    store.dispatch(topPanelClosed())
    expect(stackOf(store)).toEqual([])
  })

  it.each([
    { name: 'empty stack', panels: [], backdrop: {}, visible: false },
    { name: 'one panel', panels: [{ kind: 'a' }], backdrop: {}, visible: true },
    { name: 'backdrop disabled', panels: [{ kind: 'a' }], backdrop: { enabled: false }, visible: false },
    {
      name: 'top turns it off',
      panels: [{ kind: 'a' }, { kind: 'b', hasBackdrop: false }],
      backdrop: {},
      visible: false,
    },
    {
      name: 'lower panel turns it off',
      panels: [{ kind: 'a', hasBackdrop: false }, { kind: 'b' }],
      backdrop: {},
      visible: true,
    },
  ])(
    'shows the backdrop only when the stack is non-empty, enabled and the top allows: $name',
    ({ panels, backdrop, visible }) => {
      const store = makeStore()
      store.dispatch(backdropConfigured(backdrop))
      panels.forEach((panel) => store.dispatch(panelPushed(panel)))
      expect(selectBackdropVisible(store.getState())).toBe(visible)
    },
  )

  it.each([
    { own: undefined, global: true, closes: true },
    { own: undefined, global: false, closes: false },
    { own: true, global: false, closes: true },
    { own: false, global: true, closes: false },
  ])(
    'backdrop click closes when the panel allows ($own), else the global clickToClose ($global)',
    ({ own, global, closes }) => {
      const top = { id: 1, kind: 'a', props: {}, width: 400, backdropClosable: own }
      expect(backdropClickCloses(top, { ...defaultBackdrop, clickToClose: global })).toBe(closes)
    },
  )

  it('never closes on a backdrop click with no panel', () => {
    expect(backdropClickCloses(undefined, defaultBackdrop)).toBe(false)
  })

  it('layers: panel z = base + 2·index + 1, backdrop z = base + 2·(depth − 1), 40 px per level beneath the top', () => {
    expect([0, 1, 2].map((index) => panelZIndex(40, index))).toEqual([41, 43, 45])
    expect([1, 2, 3].map((depth) => backdropZIndex(40, depth))).toEqual([40, 42, 44])
    expect([0, 1, 2].map((index) => panelOffset(index, 3))).toEqual([-80, -40, -0])
  })

  it('pushes a lazy panel as pending, then fills its props', async () => {
    const store = makeStore()
    let resolve: (props: Record<string, unknown>) => void = () => undefined
    const pushed = store.dispatch(pushLazyPanel({ kind: 'bed' }, () => new Promise((r) => (resolve = r))))
    expect(selectTopPanel(store.getState())).toMatchObject({ kind: 'bed', pending: true })
    resolve({ bedId: 7 })
    const id = await pushed
    expect(selectTopPanel(store.getState())).toMatchObject({ id, pending: false, props: { bedId: 7 } })
  })

  it('closes a lazy panel whose content fails to load and passes the error on', async () => {
    const store = makeStore()
    await expect(
      store.dispatch(pushLazyPanel({ kind: 'bed' }, () => Promise.reject(new Error('boom')))),
    ).rejects.toThrow('boom')
    expect(stackOf(store)).toEqual([])
  })
})
