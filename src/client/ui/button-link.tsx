import { Link, type LinkProps } from '@client/shared/routing';
import { buttonClass, type ButtonVariant } from './button';

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
