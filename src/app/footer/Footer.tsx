import { lazy, Suspense } from 'react';
import type { Init } from '../../../contract/init';
import { StoreLink } from '../links/StoreLink';
import { imageUrl } from '../../ui/media/image-url';

// Only stores with their own footer HTML load the sanitiser and the HTML parser.
const SafeHtml = lazy(() => import('../../engine/sanitise/SafeHtml'));

/** The store footer: the owner's footer HTML (sanitised) or logo/name, description and link groups; then the copyright. */
export function Footer({ init, year = new Date().getFullYear() }: { init: Init; year?: number }) {
  const { web, footers } = init;
  return (
    <footer className="site-footer">
      {init.dynamicFooter ? (
        <Suspense fallback={null}>
          <SafeHtml html={init.dynamicFooter} className="dynamic-footer site-footer-grid" />
        </Suspense>
      ) : (
        <div className="site-footer-grid">
          <section>
            {web.logo ? <img src={web.logo} alt="" width={40} height={40} className="site-footer-logo" /> : null}
            <h2 className="site-footer-title">{web.footer_name || web.name}</h2>
            {web.footer_description ? <p>{web.footer_description}</p> : null}
          </section>
          {footers.map((group, index) => (
            <section key={`${group.title}-${index}`}>
              <h2 className="site-footer-title">{group.title}</h2>
              <ul>
                {group.links.map((link, i) => (
                  <li key={`${link.name}-${i}`}>
                    <StoreLink href={link.link}>
                      {link.icon ? <img src={imageUrl(link.icon, 'small')} alt="" width={16} height={16} className="footer-icon" /> : null}
                      {link.name}
                    </StoreLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <p className="site-copyright">© {year} {web.name}. All rights reserved.</p>
    </footer>
  );
}
