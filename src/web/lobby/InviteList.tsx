// Invite links for friends, with a copy button each.
import { useState } from 'react';
import { absoluteUrl } from '../route.ts';
import type { Invite } from '../storage.ts';
import { copyText } from './copy.ts';

export function InviteList({ invites }: { invites: Invite[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <ul className="invites">
      {invites.map((inv) => {
        const url = absoluteUrl(inv.url);
        return (
          <li key={inv.seat}>
            <label>
              <span>{inv.name}</span>
              <input type="text" readOnly value={url} data-invite={inv.seat} onFocus={(e) => e.currentTarget.select()} />
            </label>
            <button type="button" className="btn small" onClick={() => copyText(url).then((ok) => ok && setCopied(inv.seat))}>
              {copied === inv.seat ? 'Copied' : 'Copy link'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
