import { defineTexts } from './define-texts.ts';

/** The mileage form and the equipment hover card. */
export const equipmentTexts = defineTexts(
  {
    mileageForm: {
      title: 'Пробег техники',
      equipment: 'Техника',
      run: 'Пробег, км',
      photo: 'Фото одометра',
      pickPhoto: 'Выбрать фото',
      addPhoto: 'Добавьте фото одометра',
      extension: 'Выберите файл с расширением: gif, jpg, jpeg, tiff, png',
      saved: 'Пробег сохранён',
      save: 'Сохранить',
    },
    equipment: {
      status: 'Статус',
      run: 'Пробег',
      km: '{{value}} км',
      location: 'Местонахождение',
      organization: 'Организация',
      tenant: 'Арендатор',
      drivers: 'Водители',
      vin: 'VIN',
      withPhoto: 'с фото',
    },
  },
  {
    mileageForm: {
      title: 'Vehicle mileage',
      equipment: 'Equipment',
      run: 'Run, km',
      photo: 'Odometer photo',
      pickPhoto: 'Choose photo',
      addPhoto: 'Add an odometer photo',
      extension: 'Select a file with extension: gif, jpg, jpeg, tiff, png',
      saved: 'Mileage saved',
      save: 'Save',
    },
    equipment: {
      status: 'Status',
      run: 'Mileage',
      km: '{{value}} km',
      location: 'Location',
      organization: 'Organization',
      tenant: 'Tenant',
      drivers: 'Drivers',
      vin: 'VIN',
      withPhoto: 'with photo',
    },
  },
);
