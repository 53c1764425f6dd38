import { isIPv4, isIPv6 } from 'node:net'

/**
 * The part of a visitor's address the rate limits count. An IPv6 host is usually handed a whole /64 and may
 * pick any address in it, so counting full addresses would give it a fresh counter per request: the /64 is
 * counted. An IPv4 address (mapped in IPv6 or not) is counted whole; anything else as it came.
 */
export function networkPrefix(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`
}
