import { useBrowserValue } from '../../lib/use-hydrated';
import { LineIcon, SolidIcon } from '../icon/icon';
import { shareLinks, type ShareNetwork } from './share-links';
import './share.css';

interface ShareButtonsProps {
  url: string;
  title: string;
  /** Names what is shared, for the links' accessible names ("Share this job on X"). */
  subject?: string;
}

// The share icons' pen: thinner than the default, beside the networks' solid marks.
const SHARE_PEN = 1.8;

function NetworkIcon({ network }: { network: ShareNetwork }) {
  return network === 'email' ? (
    <LineIcon name="email" strokeWidth={SHARE_PEN} />
  ) : (
    <SolidIcon name={network} />
  );
}

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * LinkedIn, X, Facebook and e-mail links, and the device's own share sheet where the browser
 * has one (known only after hydration, so the server's HTML never offers it).
 */
export function ShareButtons({ url, title, subject = 'this job' }: ShareButtonsProps) {
  const nativeShare = useBrowserValue(canShareNatively, false);
  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
  };
  return (
    <ul className="share" aria-label={`Share ${subject}`}>
      {nativeShare && (
        <li>
          <button
            type="button"
            className="share__button share__button--native"
            onClick={() => void shareNatively()}
          >
            <LineIcon name="share" strokeWidth={SHARE_PEN} />
            Share…
          </button>
        </li>
      )}
      {shareLinks(url, title).map((link) => (
        <li key={link.network}>
          <a
            className={`share__button share__button--${link.network}`}
            href={link.href}
            target={link.network === 'email' ? undefined : '_blank'}
            rel={link.network === 'email' ? undefined : 'noopener noreferrer'}
            aria-label={
              link.network === 'email'
                ? `Share ${subject} by e-mail`
                : `Share ${subject} on ${link.label} (opens in a new tab)`
            }
            title={link.label}
          >
            <NetworkIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
