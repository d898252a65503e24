import { css } from 'styled-components'
import { vars } from './vars'

/** A screen's filter bar above its content: fields side by side, wrapping, each at least 180px wide. */
export const filterBar = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: start;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};

  & > * {
    min-width: 180px;
  }
`

/**
 * A line under a filter bar naming a period a list was opened with (a dashboard tile's days), beside the button
 * that shows the whole list again.
 */
export const filterNotice = css`
  display: flex;
  gap: ${vars.space.md};
  align-items: center;
  padding: ${vars.space.sm} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
`

/** A fieldset of checkboxes or radios under a bold legend, flowing in a row. */
export const choiceGroup = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    width: 100%;
    margin-bottom: ${vars.space.xs};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightBold};
  }
`
