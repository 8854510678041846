import {
  destinationPorts,
  findPort,
  formatPortValue,
  PORTS,
  parsePortValue,
  portFromValue,
  portOptions,
} from './ports';

describe('ports', () => {
  it('encode as number-name-code', () => {
    expect(PORTS.map(formatPortValue)).toEqual([
      '1-Port Blair-Port Blair',
      '2-Havelock-Swaraj Dweep',
      '3-Neil Island-Shaheed Dweep',
    ]);
    expect(portOptions[1]).toEqual({
      value: '2-Havelock-Swaraj Dweep',
      label: 'Havelock (Swaraj Dweep)',
    });
  });

  it('round-trip through parse', () => {
    for (const port of PORTS) expect(parsePortValue(formatPortValue(port))).toEqual(port);
  });

  it('parse names with hyphens and refuse other strings', () => {
    expect(parsePortValue('7-Little-Andaman-LA')).toEqual({
      id: 7,
      name: 'Little-Andaman',
      code: 'LA',
      label: 'Little-Andaman',
    });
    expect(parsePortValue('Port Blair')).toBeNull();
    expect(parsePortValue('1-PB')).toBeNull();
    expect(parsePortValue('x-Port Blair-PB')).toBeNull();
    expect(parsePortValue('')).toBeNull();
  });

  it('are found by id, by value or by a bare id', () => {
    expect(findPort(2)?.code).toBe('Swaraj Dweep');
    expect(portFromValue('3-Neil Island-Shaheed Dweep')?.label).toBe('Neil Island (Shaheed Dweep)');
    expect(portFromValue('1')?.code).toBe('Port Blair');
    expect(portFromValue('9-Nowhere-NW')).toBeUndefined();
    expect(portFromValue('nonsense')).toBeUndefined();
  });

  it('offer every port but the origin as destination', () => {
    expect(destinationPorts(1).map((port) => port.id)).toEqual([2, 3]);
    expect(destinationPorts(undefined)).toHaveLength(3);
  });
});
