import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../texts.ts';
import { jsonReply, signInAs, withProviders } from '../test-fixtures.tsx';
import { EquipmentHeader } from './equipment-header.tsx';

/** The equipment header of a board's mileage (spec 2 §3): a link to the registry's card and a hover card. */
const card = {
  id: 7,
  equipment: { value: 7, label: 'КамАЗ 65115 самосвал (А123ВС 86)' },
  name: 'КамАЗ 65115 самосвал',
  board_number: 'А123ВС 86',
  s_n: 'XTC651153K1234567',
  photo: null,
  status: 'На ремонте',
  location: 'Сургут, база №1',
  organization: 'ООО «СеверСтройМонтаж»',
  tenant: null,
  run: 184350,
  run_photo: 'odo.png',
  drivers: [{ user_id: 12, fio: 'Петров Пётр', post: 'Водитель', status_name: 'Работает', avatar: null, contacts: '+7 900 000-00-00' }],
};

describe('equipment header', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    signInAs(10);
    fetchMock = vi.fn(async (input: unknown) => {
      const url = new URL(String(input), 'http://x');
      return url.pathname === '/api/equipment/7/short' ? jsonReply(card) : jsonReply({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links to the registry card /tech/equipment/:id in a new tab; the hover card shows state, run, VIN and the driver', async () => {
    render(withProviders(<EquipmentHeader equipmentId={7} />));
    const link = await screen.findByRole('link', { name: /КамАЗ 65115 самосвал \(А123ВС 86\)/ });
    expect(link.getAttribute('href')).toBe('/tech/equipment/7');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.mouseEnter(link);
    expect(await screen.findByText('На ремонте', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('184 350 км')).toBeTruthy();
    expect(screen.getByText('XTC651153K1234567')).toBeTruthy();
    expect(screen.getByText('Петров Пётр')).toBeTruthy();
  });
});
