import { css } from 'styled-components'
import { vars } from './vars'

/**
 * A figure tile: a bordered card of a muted label, a large value and a small muted note (`data-part` label, value
 * and note). The dashboard's tiles (links) and the food analytics' figures share it.
 */
export const figureTile = css`
  display: grid;
  gap: ${vars.space.xxs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > [data-part='label'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & > [data-part='value'] {
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
  & > [data-part='note'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`
