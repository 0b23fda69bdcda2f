import { style } from '@vanilla-extract/css';
import { variant } from '@/components/Button/Button.css';
import { space } from '@/styles/tokens';

export const home = style([variant.contained, { marginTop: space(3) }]);
