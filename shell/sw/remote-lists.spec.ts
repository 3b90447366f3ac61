import { fileName, listUrl, parseList, parseRemotes, remoteBase, toDelete, toDownload } from './remote-lists';

const base = 'https://site.example/remotes/mf-maintenance/';
const at = (name: string) => `${base}${name}`;

describe('a remote’s precache list', () => {
  it('is read beside the remote’s manifest, its URLs made absolute', () => {
    const remotes = parseRemotes(
      {
        mf_maintenance: '/remotes/mf-maintenance/mf-manifest.json',
        mf_other: 'https://remotes.example.org/other/mf-manifest.json',
      },
      'https://site.example',
    );
    expect(remotes.mf_maintenance).toBe(at('mf-manifest.json'));
    expect(remoteBase(remotes.mf_maintenance)).toBe(base);
    expect(listUrl(remotes.mf_other)).toBe('https://remotes.example.org/other/precache-manifest.json');
    expect(() => parseRemotes([], 'https://site.example')).toThrow();

    const list = parseList(
      JSON.stringify({
        entries: [{ url: 'remoteEntry.js', revision: 'abc' }, { url: '1.0a1b2c3d.js', revision: null }, {}],
      }),
      at('precache-manifest.json'),
    );
    expect(list).toEqual([
      { url: at('remoteEntry.js'), revision: 'abc' },
      { url: at('1.0a1b2c3d.js'), revision: null },
    ]);
    expect(fileName(list[0].url)).toBe('remoteEntry.js');
    expect(() => parseList('{}', at('precache-manifest.json'))).toThrow();
  });

  it('downloads the files not kept yet and the entry files whose revision changed', () => {
    const previous = [
      { url: at('remoteEntry.js'), revision: 'r1' },
      { url: at('mf-manifest.json'), revision: 'm1' },
      { url: at('1.aaaaaaaa.js'), revision: null },
    ];
    const next = [
      { url: at('remoteEntry.js'), revision: 'r2' },
      { url: at('mf-manifest.json'), revision: 'm1' },
      { url: at('1.aaaaaaaa.js'), revision: null },
      { url: at('2.bbbbbbbb.js'), revision: null },
    ];
    const kept = new Set(previous.map((e) => e.url));
    expect(toDownload(next, previous, kept).map((e) => fileName(e.url))).toEqual(['remoteEntry.js', '2.bbbbbbbb.js']);
    // nothing kept (a fresh install, or a cache the browser evicted): everything
    expect(toDownload(next, previous, new Set())).toHaveLength(4);
  });

  it('deletes only this remote’s files named by neither the new list nor the one before', () => {
    const previous = [{ url: at('1.aaaaaaaa.js'), revision: null }];
    const next = [{ url: at('2.bbbbbbbb.js'), revision: null }];
    const kept = [
      at('0.99999999.js'),
      at('1.aaaaaaaa.js'),
      at('2.bbbbbbbb.js'),
      at('precache-manifest.json'),
      'https://site.example/remotes/mf-hydrants/0.99999999.js',
    ];
    expect(toDelete(kept, base, next, previous)).toEqual([at('0.99999999.js')]);
  });
});
