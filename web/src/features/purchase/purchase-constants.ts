/** `/dashboard?buy=credits` opens the purchase dialog. */
export const BUY_PARAM_VALUE = 'credits';
