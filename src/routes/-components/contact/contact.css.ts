import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, space, up } from '@/styles/tokens';

export const layout = style({
  display: 'grid',
  gap: space(4),
  alignItems: 'start',
  '@media': { [up('md')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: space(4) } },
});

export const formCard = style({ '@media': { [up('sm')]: { padding: space(4) }, print: { display: 'none' } } });

export const formTitle = style({
  marginBottom: space(3),
  fontSize: fontSize.h3,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const aside = style({ display: 'grid', minWidth: 0 });
