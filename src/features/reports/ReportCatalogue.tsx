import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { StyledList, StyledListItem } from '../../design-system/SheetLayout'
import { StyledAreas, StyledMuted } from './Reports.styles'
import type { ReportTypeInfo } from './reportsApi'
import { AREA_LABELS, AREAS } from './reportText'

/** The report types by area, each with what it answers, what it takes and a Generate button. */
export function ReportCatalogue({ types }: { types: readonly ReportTypeInfo[] }) {
  const dispatch = useAppDispatch()
  const generate = (reportType: ReportTypeInfo) =>
    dispatch(
      panelPushed({
        kind: 'reports/generate',
        title: `Generate ${reportType.title}`,
        width: 560,
        props: { reportType },
      }),
    )
  return (
    <StyledAreas>
      {AREAS.map((area) => {
        const ofArea = types.filter((type) => type.area === area)
        if (ofArea.length === 0) return null
        return (
          <section key={area} aria-label={AREA_LABELS[area]}>
            <h3>{AREA_LABELS[area]}</h3>
            <StyledList>
              {ofArea.map((type) => (
                <StyledListItem key={type.report_type}>
                  <div data-part="main">
                    <strong>{type.title}</strong>
                    <span data-part="muted">{type.description}</span>
                    <StyledMuted>{type.takes === 'period' ? 'For a period' : 'As of a day'}</StyledMuted>
                  </div>
                  <div data-part="side">
                    <Button size="small" onClick={() => generate(type)} aria-label={`Generate ${type.title}`}>
                      Generate
                    </Button>
                  </div>
                </StyledListItem>
              ))}
            </StyledList>
          </section>
        )
      })}
    </StyledAreas>
  )
}
